/**
 * The light part of the engine's public API (engine/mod.ts re-exports all of it): grids, rules, share codes, the
 * schemes as data and the exact solver. It loads none of the techniques, the grader or the generator, so a
 * caller that needs only these starts fast; everything else is in engine/mod.ts.
 */
export { countGivens, formatGrid, type Grid, type ParseError, parseGrid, type Result } from "./board.ts";
export {
  type Cage,
  classicRules,
  classicRulesForCellCount,
  killerRules,
  regionName,
  type Rules,
  type ShapeName,
  SHAPES,
  xRules,
} from "./rules.ts";
export { decode, encode, type Level, LEVELS, MAX_SHARE_CODE_LENGTH, parseLevel } from "./sharecode.ts";
export { countSolutions, solve, type SolveResult, workCapFor } from "./solver.ts";
export {
  ALL_SCHEME_IDS,
  defaultSchemeFor,
  isSchemeId,
  PUBLISHED_TECHNIQUES,
  type Scheme,
  SCHEME_IDS,
  type SchemeId,
  SCHEMES,
  schemesFor,
  type StandardLevel,
  VARIANT_SCHEME_IDS,
} from "./schemes.ts";
export {
  allVariants,
  isVariantId,
  parseVariantLevel,
  rulesOfVariant,
  VARIANT_IDS,
  type VariantId,
  type VariantInfo,
  variantInfo,
  variantOfRules,
} from "./variants.ts";
