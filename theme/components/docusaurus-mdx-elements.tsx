/**
 * `@theme/MDXComponents/A`, `/Code`, … : Docusaurus' components for the elements of MDX, which a
 * site's own components may reuse. hub-docs renders those elements as they are, so each is the
 * plain element with its props.
 */
import type { ComponentProps } from 'react';

export const A = (props: ComponentProps<'a'>) => <a {...props} />;
export const Code = (props: ComponentProps<'code'>) => <code {...props} />;
export const Pre = (props: ComponentProps<'pre'>) => <pre {...props} />;
export const Img = ({ alt = '', ...props }: ComponentProps<'img'>) => <img alt={alt} {...props} />;
export const Li = (props: ComponentProps<'li'>) => <li {...props} />;
export const Ul = (props: ComponentProps<'ul'>) => <ul {...props} />;
export const DetailsElement = (props: ComponentProps<'details'>) => <details {...props} />;
