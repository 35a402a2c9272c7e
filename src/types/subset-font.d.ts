/** subset-font (harfbuzz's subsetter compiled to WebAssembly) ships no types: what src/fonts/site-font.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2"
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    keepFeatures?: string[]
    noHinting?: boolean
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
