/**
 * An icon from lucide's icon data (`import { X } from 'lucide'`: each icon is a list of SVG
 * elements). lucide-react makes every icon a component through a shared factory, a context
 * and class-name helpers, about 1.8 KB gzipped on every page before its first icon; this
 * element is all the store needs of that. It draws as lucide-react does (24-unit box, round
 * strokes in the text colour) and is hidden from assistive technology unless told otherwise:
 * the control around it carries the name.
 */
import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { node: IconNode };

export function Icon({ node, strokeWidth = 2, ...svg }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...svg}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
