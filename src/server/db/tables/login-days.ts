/** A local day on which a member signed in (migration 0023). */
export interface MemberLoginDaysTable {
  member_id: number;
  /** "2026-11-25" in the merchant's zone. */
  day: string;
  first_at: number;
}
