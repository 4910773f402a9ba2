/** What the games desk gives each of its tabs. */
export interface TabProps {
  lang: string;
  /** The role may change vendors and games. */
  canWrite: boolean;
}
