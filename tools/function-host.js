/**
 * A built Gatsby Function served as the hosts' adapters run it: its compiled file
 * (.cache/functions/NAME.js, Gatsby's wrapper with the body parsers around the function)
 * required once when the instance starts, then called with each request and a response with
 * the Express methods Gatsby Functions use (status, send, json), as Gatsby's Netlify adapter's
 * lambda handler does. `gatsby serve` instead loads the file again for every request. For the
 * load test (tools/bench/contact-load.ts); listens on 127.0.0.1 only.
 *
 *   node tools/function-host.js <compiled function file> <route>
 * prints "listening <port>" once ready.
 */
const http = require("http")

const [file, route] = process.argv.slice(2)
const loaded = require(file)
const handler = (loaded && loaded.default) || loaded

const server = http.createServer((req, res) => {
  if (new URL(req.url, "http://127.0.0.1").pathname !== route) {
    res.writeHead(404).end()
    return
  }
  req.originalUrl = req.url
  res.status = (code) => {
    res.statusCode = code
    return res
  }
  res.send = (body) => {
    res.end(body)
    return res
  }
  res.json = (data) => {
    res.setHeader("Content-Type", "application/json")
    res.end(JSON.stringify(data))
    return res
  }
  Promise.resolve(handler(req, res)).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500).end()
  })
})
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`))
