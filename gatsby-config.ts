import type { GatsbyConfig } from "gatsby"
import path from "path"

const config: GatsbyConfig = {
  siteMetadata: {
    // The real address comes from data/site.json; this is only Gatsby's own default.
    siteUrl: "https://briankamau.dev",
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    {
      // The owner's content: JSON files and the images they point to.
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.join(__dirname, "data"),
        ignore: ["**/schemas/**"],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // Name every type after its file (site.json → SiteJson), objects as well as arrays;
        // by default an object file is named after its folder.
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1).replace(/[-_ ](\w)/g, (_m: string, c: string) => c.toUpperCase())}Json`,
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "blurred",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
  ],
}

export default config
