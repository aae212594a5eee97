/**
 * Puzzles from outside our pools for the technique pages, read after the pools: our generator never makes a
 * puzzle that needs 3D Medusa, an alternating inference chain or a forcing chain (those come after everything
 * it carves with), so their examples come from the collections the grader is tested against: qqwing expert
 * puzzles the older catalogue left stuck (tests/fixtures/qqwing-expert-stuck.txt) and the top1465 list
 * (data/top1465.txt). A page grades them and shows the first step of its technique, as it does for a pooled
 * puzzle; a technique none of them needs shows no example.
 */
export const COLLECTION_PUZZLES: readonly string[] = [
  "16..49..8....67...2..1..........1....2.49....4..57........5.98.7.5..814...9...2..",
  "...1....8....4....4..9.5...2...7...4..........47.5..399.1.3.8...5.....278...97.53",
  "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
];
