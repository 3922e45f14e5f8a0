// Package preflight checks any PDF against the rules print-on-demand shops
// apply before they print: KDP's interior and cover rules (page count and
// size, bleed, gutter by page count, margins, line widths, text sizes,
// fonts embedded, images) and, when asked, PDF/X.
//
// [Check] reads an interior, [CheckCover] a full-wrap cover against the
// interior it wraps; both return a [Report] of the facts read and the
// problems found. [Job] does the same for files, as `mazekit book --check`
// does. The numbers the rules use (KDP's gutter table, page caps, paper
// thickness) are exported so that books can be made to them.
package preflight
