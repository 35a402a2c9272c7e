import React from "react"

/**
 * Markup a built page carries without making it part of the document yet: a <template>, whose
 * content the browser parses but neither styles, lays out nor counts among the page's elements
 * until an island puts a copy of it in the page (copyOfTemplate). Only for markup that a script
 * alone can show. Where React renders the page in the browser (gatsby develop, component tests)
 * the children are rendered in place, after the template left empty: nothing is copied there.
 */
export function LaterMarkup({ children, ...template }: { children: React.ReactNode } & React.HTMLAttributes<HTMLTemplateElement>) {
  if (typeof document !== "undefined") {
    return (
      <>
        <template {...template} />
        {children}
      </>
    )
  }
  return <template {...template}>{children}</template>
}
