// Gatsby's Link reads ___loader at runtime; give it no-op methods in tests.
global.___loader = {
  enqueue: jest.fn(),
}

// react-dom/server (hydration tests render the server HTML first) needs TextEncoder, which jsdom lacks.
if (typeof global.TextEncoder === "undefined") global.TextEncoder = require("util").TextEncoder
