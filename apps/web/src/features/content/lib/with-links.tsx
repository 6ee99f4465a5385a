import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue text with `{placeholders}` filled by elements (links, mostly), so the sentence stays whole in
 * the contract and the links sit where the words say. A placeholder without a value is left as written.
 */
export function withLinks(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{[a-zA-Z]+\})/).map((piece, index) => {
    const key = /^\{([a-zA-Z]+)\}$/.exec(piece)?.[1];
    const value = key !== undefined && Object.hasOwn(parts, key) ? parts[key] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered.
    return <Fragment key={index}>{value}</Fragment>;
  });
}
