/**
 * The order in which the builds of a side-by-side bench take their turn: as given on even turns,
 * reversed on odd ones, so whichever goes first (on a colder machine, or as it drifts) is each build
 * in turn.
 */
export function inTurn<T>(turn: number, sides: readonly T[]): T[] {
  return turn % 2 ? [...sides].reverse() : [...sides];
}
