// Transforms TS/TSX the way Gatsby does, as documented in Gatsby's unit-testing guide.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
