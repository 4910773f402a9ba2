/**
 * The account ids a unit of work learns, kept apart from the ids every unit knows until the unit
 * is kept (committed): an account opened by a unit that is then undone does not exist, and on
 * SQLite its id can be given to another account. Reads see the unit's own ids first, then the
 * known ones; a savepoint rolled back forgets what the unit learned so far (a few reads more).
 */
export class UnitIds extends Map<string, number> {
  readonly #known: Map<string, number>;
  constructor(known: Map<string, number>) {
    super();
    this.#known = known;
  }
  override get(key: string): number | undefined {
    return super.get(key) ?? this.#known.get(key);
  }
  /** The unit was kept: what it learned is known to every later unit. */
  keep(): void {
    for (const [key, id] of this) this.#known.set(key, id);
    super.clear();
  }
}
