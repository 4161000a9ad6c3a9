import { Fragment } from 'react';

/**
 * A translated sentence with `**bold**` runs and `code` spans (the message resources mark them so one
 * string keeps its word order in every language).
 */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*|`[^`]+`)/);
  return (
    <>
      {parts.map((part, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
        if (part.startsWith('**') && part.endsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        if (part.startsWith('`') && part.endsWith('`')) return <code key={i}>{part.slice(1, -1)}</code>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

/** A bulleted list of translated sentences, each with its bold and code runs (the legal pages). */
export function RichTextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}
