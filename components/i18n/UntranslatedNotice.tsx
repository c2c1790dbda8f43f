/** The short Hindi notice above a page (or an item) that is shown in English because its Hindi is not written yet. */
export default function UntranslatedNotice({ notice }: { notice: string }) {
  return (
    <p className="container untranslated-notice" lang="hi" role="note">
      {notice}
    </p>
  );
}
