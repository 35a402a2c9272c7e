// Gatsby's Link reads ___loader at runtime; give it no-op methods in tests.
global.___loader = {
  enqueue: jest.fn(),
}
