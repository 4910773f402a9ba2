/** What the member centre hands every page it opens (src/islands/member/member-pages.ts lists them). */
export interface MemberPageProps {
  lang: string;
}
