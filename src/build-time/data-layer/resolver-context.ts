/**
 * What the data layer's resolvers use of the context Gatsby gives them: its node model's
 * findOne (Gatsby's own type of the node model is `any`).
 */
export interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  }
}
