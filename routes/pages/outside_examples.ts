/**
 * Outside puzzles the technique pages draw examples from for the techniques added after the published catalogue
 * (finned fish, the WXYZ-Wing, the almost locked sets, 3D Medusa, the AIC, the forcing chains): our pools are carved and graded with the
 * published techniques, so no pooled puzzle ever needs a later one. Each comes from the collections the grader is
 * tested against and is left stuck by the published catalogue: `qqwing --generate --difficulty expert` puzzles
 * (tests/fixtures/technique-cases.txt, tests/fixtures/qqwing-expert-stuck.txt) and the top1465 list
 * (data/top1465.txt). A page grades them in this order and shows the first step of its technique, as it does for
 * a pooled puzzle, so nothing about a step is typed here. Append a puzzle when a new technique has none.
 */
export const OUTSIDE_EXAMPLES: readonly string[] = [
  ".....7.25692...7......1....4............3..6...7...5..3.49...5..6.42.9.1.1...547.",
  "..8..63.9.7.13..46........1....2..1.72.6....43..7.89....6.9..38............8.1...",
  "3..78.4....632.........9..........4..628.7...7.42.5..6.256...9.4...5......7....3.",
  "..8....1....64.9.8.7....4....7..8....94.75..62.....7..9.....64.1.5.....9......8.5",
  "..41....61..7.6..3.5..8....82.....31......5...3...8..77..231......45..2..........",
  ".4...791...25...67........5...651..9...7.452..........9....6.7...748....8..1.96..",
  ".4.59.7...7............36.2..59..2..6.4.1....93..4...1.9.4...7......7......26....",
  "16..49..8....67...2..1..........1....2.49....4..57........5.98.7.5..814...9...2..",
  "...1....8....4....4..9.5...2...7...4..........47.5..399.1.3.8...5.....278...97.53",
  "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
  // Sue de Coq, and for 3D Medusa and the finned Jellyfish, whose earlier examples the almost locked sets,
  // rated below them, now take first.
  ".75...2.4.....31.....8.......7..5...458...3...2...8.1..1..9..27......83...9......",
  ".....7.82.2.5....1.7..82.6414..3......342...6..8.......3........8.7.4.2.5.4......",
  "............57.....2.4.37....17642.5...2.......6..5...5.36...2..473..68..6.1...54",
];
