/**
 * Outside puzzles the technique pages draw examples from when no pooled puzzle needs a technique: our pools are
 * graded by the published catalogue, so the techniques added after it never appear in them. Each is a `qqwing
 * --generate --difficulty expert` puzzle that the published catalogue leaves stuck (from
 * tests/fixtures/technique-cases.txt); the page grades it and shows the first step of the technique, so nothing
 * about a step is typed here. Append a puzzle when a new technique has none.
 */
export const OUTSIDE_EXAMPLES: readonly string[] = [
  ".....7.25692...7......1....4............3..6...7...5..3.49...5..6.42.9.1.1...547.",
  "..8..63.9.7.13..46........1....2..1.72.6....43..7.89....6.9..38............8.1...",
  "3..78.4....632.........9..........4..628.7...7.42.5..6.256...9.4...5......7....3.",
  "..8....1....64.9.8.7....4....7..8....94.75..62.....7..9.....64.1.5.....9......8.5",
  "..41....61..7.6..3.5..8....82.....31......5...3...8..77..231......45..2..........",
  ".4...791...25...67........5...651..9...7.452..........9....6.7...748....8..1.96..",
  ".4.59.7...7............36.2..59..2..6.4.1....93..4...1.9.4...7......7......26....",
];
