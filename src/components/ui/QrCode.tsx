import React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { create } from "qrcode"

/** The empty border scanners need around a QR code, in modules (the standard's minimum). */
const QUIET_ZONE = 4
/** Screen pixels per module: a whole number, so every module is drawn the same size, sharp. */
const MODULE_PX = 3

interface QrCodeProps extends Omit<HTMLChakraProps<"svg">, "children"> {
  /** What the code encodes: an address a phone opens. */
  value: string
  /** Its text alternative. */
  label: string
}

/**
 * A QR code drawn at build time as one SVG path (no script in the browser): dark modules on a
 * white square, whatever the theme, since scanners read dark on light. The path's strokes
 * are one unit wide (SVG's default) and sit on each row's middle line.
 */
export function QrCode({ value, label, ...props }: QrCodeProps) {
  const { modules } = create(value, { errorCorrectionLevel: "M" })
  const size = modules.size + 2 * QUIET_ZONE
  // Each run of dark modules in a row is one stroke one module wide, the next run in the row
  // reached by a relative move: a fifth of the markup of a square per module.
  let path = ""
  for (let row = 0; row < modules.size; row += 1) {
    let penAt: number | undefined
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue
      const start = column
      while (column + 1 < modules.size && modules.get(row, column + 1)) column += 1
      const length = column - start + 1
      path += penAt === undefined ? `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}` : `m${start - penAt} 0h${length}`
      penAt = column + 1
    }
  }
  return (
    <chakra.svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * MODULE_PX}
      height={size * MODULE_PX}
      shapeRendering="crispEdges"
      {...props}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} stroke="#000" transform="translate(0 .5)" />
    </chakra.svg>
  )
}
