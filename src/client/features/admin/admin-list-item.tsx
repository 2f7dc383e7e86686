import type { ComponentProps, ReactNode } from 'react';

type AdminListItemProps = Omit<ComponentProps<'li'>, 'children'> & {
  /** Layout of the card itself (grid or flex, padding). */
  className: string;
  /** Extra classes for the main column. */
  bodyClassName?: string;
  /** The first line: a name or reference followed by its badges. */
  heading: ReactNode;
  /** What stands beside the main column: a total, a switch. */
  aside: ReactNode;
  children?: ReactNode;
};

/** One card in an admin list: a heading line with badges, details under it, and something beside. */
export function AdminListItem({ className, bodyClassName, heading, aside, children, ...rest }: AdminListItemProps) {
  return (
    <li className={`rounded-lg border border-slate-200 bg-white ${className}`} {...rest}>
      <div className={bodyClassName ? `min-w-0 ${bodyClassName}` : 'min-w-0'}>
        <div className="flex flex-wrap items-center gap-2">{heading}</div>
        {children}
      </div>
      {aside}
    </li>
  );
}
