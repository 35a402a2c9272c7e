import os from "os"
import path from "path"

/** Where `npm run test:hosts` installs the hosts' CLIs (HOST_TOOLS_DIR, or $TMPDIR/portfolio-host-tools, as __tests__/hosts/install-host-tools.sh). */
export const hostToolsDir = (): string => process.env.HOST_TOOLS_DIR ?? path.join(os.tmpdir(), "portfolio-host-tools")
