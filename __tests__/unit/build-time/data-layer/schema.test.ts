/** @jest-environment node */
/**
 * The GraphQL types are made from data/schemas/ (src/build-time/data-layer/schema.ts): the content's
 * shape is written once. A new text in a schema is a field of its type, its nullability is the
 * schema's "required", and a new object must name its type.
 */
import { parse, type ObjectTypeDefinitionNode } from "graphql"
import { contentTypeDefs, typeDefsFromSchemas, type Schema } from "../../../../src/build-time/data-layer/schema"

/** "Type.field" → "String!", from SDL. */
function fieldsOf(sdl: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const definition of parse(sdl).definitions as ObjectTypeDefinitionNode[]) {
    for (const field of definition.fields ?? []) {
      const type = sdl.slice(field.type.loc!.start, field.type.loc!.end)
      const directives = (field.directives ?? []).map((directive) => ` @${directive.name.value}`).join("")
      out[`${definition.name.value}.${field.name.value}`] = `${type}${directives}`
    }
  }
  return out
}

it("gives every data file its node type and every section's object the type its fragment names", () => {
  const fields = fieldsOf(contentTypeDefs())
  expect(fields).toMatchObject({
    "SiteJson.name": "String!",
    "SiteJson.phone": "String",
    "SiteJson.contact": "ContactSection!",
    "ContactSection.copyEmail": "CopyText!",
    "DownloadsSection.copyHash": "CopyText!",
    "ProjectsSection.filters": "[CategoryOption!]!",
    "ContactFormFields.name": "FormFieldText!",
    "NavigationJson.jsonId": "String!",
    "ProjectsJson.jsonId": "Int!",
    "ProjectsJson.image": "File! @dataFile",
    "ProjectsJson.slug": "String!",
    "ProjectsJson.caseStudy": "ProjectCaseStudy",
    "ProjectScreenshot.image": "File! @dataFile",
    "SkillsJson.level": "Int!",
    "AppsJson.releaseDate": "Date @dateformat",
  })
  // A section's title and subtitle come from the "section" definition its allOf names.
  expect(fields["AboutSection.title"]).toBe("String!")
})

it("makes a new text, a new object and an optional field into fields", () => {
  const schema = {
    $id: "x.schema.json",
    type: "object",
    required: ["title", "box"],
    definitions: { text: { type: "string", minLength: 1 } },
    properties: {
      title: { $ref: "#/definitions/text" },
      note: { type: "string" },
      box: { graphqlType: "Box", type: "object", required: ["size"], properties: { size: { type: "integer" }, tags: { type: "array", items: { type: "string" } } } },
    },
  }
  expect(fieldsOf(typeDefsFromSchemas([["XJson", schema as Schema]]))).toEqual({
    "XJson.title": "String!",
    "XJson.note": "String",
    "XJson.box": "Box!",
    // Every node is one language's (src/build-time/content/snapshot.ts).
    "XJson.language": "String!",
    "Box.size": "Int!",
    "Box.tags": "[String!]",
  })
})

it("refuses an object without a type name, or two objects naming one type differently", () => {
  const unnamed = { $id: "x.schema.json", type: "object", properties: { box: { type: "object", properties: { a: { type: "string" } } } } }
  expect(() => typeDefsFromSchemas([["XJson", unnamed as Schema]])).toThrow('x.schema.json: the object at XJson.box needs a "graphqlType"')
  const clash = {
    $id: "y.schema.json",
    type: "object",
    properties: {
      a: { graphqlType: "Box", type: "object", properties: { a: { type: "string" } } },
      b: { graphqlType: "Box", type: "object", properties: { b: { type: "string" } } },
    },
  }
  expect(() => typeDefsFromSchemas([["YJson", clash as Schema]])).toThrow("y.schema.json: two different objects name the GraphQL type Box.")
})
