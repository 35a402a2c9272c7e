#!/usr/bin/env bash
# Installs the hosts' CLIs, pinned, into the folder given (default $TMPDIR/portfolio-host-tools),
# outside the project's dependencies: they are 1,300 packages the site does not need.
# - vercel 64 needs `sandbox` held at 4.5.0 (a newer one does not install here);
# - deno: `netlify serve` runs its edge-functions server on Deno, which it would otherwise
#   download, and that fails offline.
# A folder that already holds these versions is reused as it is. .ci/run starts this in the
# background while the site builds.
set -euo pipefail
TOOLS="${1:-${HOST_TOOLS_DIR:-${TMPDIR:-/tmp}/portfolio-host-tools}}"
MANIFEST='{"private":true,"dependencies":{"netlify-cli":"27.10.2","vercel":"64.0.2","deno":"2.9.6"},"overrides":{"sandbox":"4.5.0"}}'
mkdir -p "$TOOLS"
if [ -f "$TOOLS/package.json" ] && [ "$(cat "$TOOLS/package.json")" = "$MANIFEST" ] && [ -x "$TOOLS/node_modules/.bin/netlify" ] \
  && [ -x "$TOOLS/node_modules/.bin/vercel" ] && [ -x "$TOOLS/node_modules/.bin/deno" ]; then
  echo "host CLIs already in $TOOLS"
  exit 0
fi
echo "$MANIFEST" >"$TOOLS/package.json"
cd "$TOOLS"
nice -n 15 npm install --no-audit --no-fund --no-update-notifier --loglevel=error
