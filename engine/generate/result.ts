/** What a generator run answers, for the classic carve (mod.ts) and the killer one (killer.ts) alike. */
import type { Grid } from "../board.ts";
import type { SolveRecord } from "../grade.ts";

export type GenerateResult =
  | { ok: true; puzzle: Grid; record: SolveRecord; attempts: number; carves: number; work: number }
  | { ok: false; attempts: number; carves: number; work: number };
