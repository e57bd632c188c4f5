import { useTranslation } from "@stampwise/i18n";
import type { LegalBlock, LegalDocument } from "../content/legal-document";

/** Title, date, table of contents, then each section as a heading with its paragraphs and lists. */
export function LegalDocumentView({
  document,
  lastUpdated,
}: {
  document: LegalDocument;
  lastUpdated: string;
}) {
  const { t } = useTranslation();
  return (
    <article>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{lastUpdated}</p>
      <p className="mt-6 text-lg leading-relaxed">{document.introduction}</p>
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border bg-card p-5 text-card-foreground"
      >
        <h2 id="legal-contents" className="text-sm font-semibold">
          {t("legal.tableOfContents")}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-6"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
            {index + 1}. {section.heading}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === "paragraph") return <p className="mt-4 leading-relaxed">{block.text}</p>;
  if (block.type === "link") {
    return (
      <p className="mt-4">
        <a href={block.href} className="font-medium text-primary underline underline-offset-4">
          {block.text}
        </a>
      </p>
    );
  }
  return (
    <ul className="mt-4 grid list-disc gap-2 pl-5 leading-relaxed marker:text-primary">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
