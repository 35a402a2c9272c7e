#!/usr/bin/env bash
# npm run test:hosts: the site built and served by the hosts' own tools, offline.
#
# 1. Installs the pinned netlify-cli and vercel CLIs (and Deno, which `netlify serve` needs)
#    into a folder outside the project's dependencies (HOST_TOOLS_DIR, default
#    $TMPDIR/portfolio-host-tools); an install of the same versions there is reused.
# The builds run in a copy of this checkout with the sample content (__tests__/fixtures/sites/sample,
# as `npm run build:variants` makes its "hosts" variant: every project shown with one picture,
# since no test here looks at them), never on the owner's own data/: the browser tests run
# against it expect the sample. The copy is a git repository of its own, so that step 4 can
# tell what the builds changed.
#
# 2. Netlify: `netlify serve --offline --context production` runs the Netlify build (the same
#    @netlify/build timeline as `netlify build`: netlify.toml, Gatsby's Netlify adapter) and
#    serves public/ the way netlify-cli does; the browser tests for routes, head, headers,
#    the 404 page, CSP, downloads (each file's facts and QR code) and hydration run against it, plus a check of public/ as
#    the adapter left it, with the contact function built and routed (__tests__/hosts/netlify.test.ts).
#    Then `netlify build` of a copy whose contact form uses Netlify Forms: the form, its
#    form-name input and the page it posts to as the adapter left them (netlify-forms.test.ts),
#    and in Chromium the messages posted from those pages, with and without JavaScript, to a
#    stand-in for Netlify Forms (netlify-forms-in-browser.test.ts).
# 3. Vercel: `vercel build` (offline once .vercel/project.json exists) writes
#    .vercel/output; __tests__/hosts/vercel.test.ts checks its config.json (headers, each
#    language's 404 page, the redirect of / by language, turned on for this build) and the
#    contact function.
# 4. Both builds must leave the working tree as they found it.
#
# Needs Node ${.nvmrc} (netlify-cli 27 declares >= 22.13) and a built-once checkout (npm ci).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"

export GATSBY_TELEMETRY_DISABLED=1 NETLIFY_TELEMETRY_DISABLED=1 VERCEL_TELEMETRY_DISABLED=1
export NO_UPDATE_NOTIFIER=1 CI="${CI:-true}"
# A Resend key in the builds' environment, as a host's would be: the contact function must
# read it when it runs, never carry it (netlify.test.ts, vercel.test.ts look for it).
export RESEND_API_KEY=re_host_build_sentinel_7f3a HOST_BUILD_SECRET=re_host_build_sentinel_7f3a

NETLIFY_CLI_VERSION=27.10.2
VERCEL_CLI_VERSION=64.0.2
DENO_VERSION=2.9.6
TOOLS="${HOST_TOOLS_DIR:-${TMPDIR:-/tmp}/portfolio-host-tools}"
LOGS="$ROOT/reports/hosts"
mkdir -p "$LOGS"

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" != "$(cat .nvmrc)" ]; then
  echo "test:hosts needs Node $(cat .nvmrc) (this is $(node --version)): netlify-cli $NETLIFY_CLI_VERSION declares Node >= 22.13." >&2
  exit 1
fi

step() { echo; echo "== $* ($(date +%T))"; }
elapsed() { echo "   took $(( $(date +%s) - $1 )) s"; }

step "host CLIs in $TOOLS"
t0=$(date +%s)
"$ROOT/__tests__/hosts/install-host-tools.sh" "$TOOLS"
export PATH="$TOOLS/node_modules/.bin:$PATH"
netlify --version
vercel --version
deno --version | head -1
elapsed "$t0"

step "a copy of the checkout with the sample content"
site_dir="$(npx ts-node tools/site-variant.ts --prepare-only hosts)"
( cd "$site_dir" && git init -q && git add -A && git -c user.name=test-hosts -c user.email=test-hosts@localhost commit -qm "the sample site as test:hosts builds it" )
echo "$site_dir"
tree_before="$(git -C "$site_dir" status --porcelain --untracked-files=all)"

# --- Netlify Forms, built beside ---------------------------------------------------------------
step "Netlify: netlify build --offline of a copy with contact.delivery \"netlify\", beside the next steps"
# A copy of this checkout (node_modules shared) whose data/site.json takes messages with
# Netlify Forms: the form must survive the adapter's moves in the published HTML. It builds
# while netlify serve builds and serves the sample, at the lowest priority, on what they leave
# idle (a third of two cores through a Gatsby build); the two copies share nothing.
variant_dir="$(npx ts-node tools/site-variant.ts --prepare-only netlify)"
forms_log="$LOGS/netlify-forms-build.log"
# Set here, not only in netlify.toml: `netlify build` installs the plugins it adds before it
# reads [build.environment], and the legacy Gatsby plugin's install needs the network.
( cd "$variant_dir" && NETLIFY_SKIP_GATSBY_BUILD_PLUGIN=true exec setsid nice -n 19 netlify build --offline --context production ) >"$forms_log" 2>&1 &
forms_pid=$!
forms_started=$(date +%s)
# Stops a background step and whatever it started (each runs in a process group of its own).
stop_group() {
  if kill -0 "$1" 2>/dev/null; then
    kill -TERM -- "-$1" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$1" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$1" 2>/dev/null || true
  fi
}
trap 'stop_group "$forms_pid"' EXIT

# --- Netlify -------------------------------------------------------------------------------
step "Netlify: netlify serve --offline (builds, then serves)"
t0=$(date +%s)
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
serve_log="$LOGS/netlify-serve.log"
# Its own process group, so that stopping it stops the build and the servers it started.
( cd "$site_dir" && exec setsid nice -n 15 netlify serve --offline --context production --port "$port" ) >"$serve_log" 2>&1 &
serve_pid=$!
trap 'stop_group "$serve_pid"; stop_group "$forms_pid"' EXIT

# Ready when its proxy answers / (netlify-cli 27 then prints "Local dev server ready").
deadline=$(( $(date +%s) + 1200 ))
until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "http://localhost:$port/"; do
  if ! kill -0 "$serve_pid" 2>/dev/null; then
    echo "netlify serve stopped before serving; its log ($serve_log) ends with:" >&2
    tail -40 "$serve_log" >&2
    exit 1
  fi
  if [ "$(date +%s)" -gt "$deadline" ]; then echo "netlify serve was not ready after 20 minutes" >&2; tail -40 "$serve_log" >&2; exit 1; fi
  sleep 2
done
grep -E "@netlify/build |gatsby-adapter-netlify|Build completed|server ready" "$serve_log" | sed 's/\x1b\[[0-9;]*m//g' | head -8 || true
elapsed "$t0"

step "Netlify: browser tests against netlify serve on port $port"
t0=$(date +%s)
E2E_BASE_URL="http://localhost:$port" E2E_HOST=netlify-cli nice -n 15 npx jest --ci --selectProjects e2e hosts \
  --runTestsByPath __tests__/e2e/pages.e2e.ts __tests__/e2e/downloads.e2e.ts __tests__/e2e/head-and-headers.e2e.ts __tests__/e2e/interactions.e2e.ts \
  __tests__/hosts/netlify.test.ts
stop_group "$serve_pid"
trap 'stop_group "$forms_pid"' EXIT
elapsed "$t0"

# --- Netlify Forms -------------------------------------------------------------------------
step "Netlify: the Netlify Forms copy's build, started beside netlify serve"
wait "$forms_pid" || { tail -40 "$forms_log" >&2; exit 1; }
trap - EXIT
elapsed "$forms_started"
nice -n 15 npx jest --ci --selectProjects hosts --runTestsByPath __tests__/hosts/netlify-forms.test.ts __tests__/hosts/netlify-forms-in-browser.test.ts

# --- Vercel --------------------------------------------------------------------------------
step "Vercel: vercel build (offline)"
t0=$(date +%s)
cd "$site_dir"
# What `vercel link` would write; with it `vercel build` needs no account and no network.
mkdir -p .vercel
[ -f .vercel/project.json ] || echo '{"projectId":"_","orgId":"_","settings":{"framework":"gatsby"}}' >.vercel/project.json
# vercel.json as it is, but for its install command: vercel build would run the same `npm ci`
# this checkout has just had (2-4 minutes on 2 cores). VERCEL_INSTALL=1 keeps it.
vercel_config=vercel.json
if [ "${VERCEL_INSTALL:-0}" != 1 ]; then
  vercel_config=.vercel/vercel.no-install.json
  node -e 'const c = require("./vercel.json"); c.installCommand = ""; require("fs").writeFileSync(process.argv[1], JSON.stringify(c, null, 2))' "$vercel_config"
fi
# The sample leaves the redirect by language off; this build turns it on, for its routes to be
# checked in what Vercel wrote (vercel.test.ts), and puts data/site.json back afterwards.
node -e 'const fs = require("fs"); const site = JSON.parse(fs.readFileSync("data/site.json", "utf8")); site.redirectByLanguage = true; fs.writeFileSync("data/site.json", JSON.stringify(site, null, 2) + "\n")'
# --prod: the production target, as the site's production deploy is built.
nice -n 15 vercel build --yes --prod --local-config "$vercel_config" >"$LOGS/vercel-build.log" 2>&1 || { git checkout -q -- data/site.json; tail -40 "$LOGS/vercel-build.log" >&2; exit 1; }
git checkout -q -- data/site.json
tail -3 "$LOGS/vercel-build.log"
elapsed "$t0"

cd "$ROOT"

step "Vercel: .vercel/output/config.json"
nice -n 15 npx jest --ci --selectProjects hosts --runTestsByPath __tests__/hosts/vercel.test.ts

# --- The working tree ----------------------------------------------------------------------
step "the host builds left the working tree as they found it"
tree_after="$(git -C "$site_dir" status --porcelain --untracked-files=all)"
if [ "$tree_before" != "$tree_after" ]; then
  echo "The host builds changed the working tree:" >&2
  diff <(echo "$tree_before") <(echo "$tree_after") >&2 || true
  git -C "$site_dir" --no-pager diff --stat >&2
  exit 1
fi
echo "unchanged"
