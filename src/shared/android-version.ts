/**
 * The Android version visitors know for an API level (what minSdkVersion and targetSdkVersion
 * hold). Free of Node modules, so page components can use it.
 */
const VERSIONS: Readonly<Record<number, string>> = {
  21: "5.0",
  22: "5.1",
  23: "6.0",
  24: "7.0",
  25: "7.1",
  26: "8.0",
  27: "8.1",
  28: "9",
  29: "10",
  30: "11",
  31: "12",
  32: "12L",
  33: "13",
  34: "14",
  35: "15",
  36: "16",
}

/** 26 → "8.0", 34 → "14"; a level outside the table → "API level N". */
export function androidVersion(apiLevel: number): string {
  return VERSIONS[apiLevel] ?? `API level ${apiLevel}`
}
