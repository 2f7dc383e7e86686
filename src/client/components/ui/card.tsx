import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...props }: DivProps) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />;
}

/** Renders an h3 by default; pass `as` to fit the page's heading outline. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('text-lg font-semibold leading-tight text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn('flex items-center gap-2 p-5 pt-0', className)} {...props} />;
}

interface TitledCardProps {
  title: ReactNode;
  /** The title's heading level (h3 by default), to fit the page's outline. */
  as?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** A card with a title, perhaps a line describing it, and its content. */
export function TitledCard({ title, as, description, className, contentClassName, children }: TitledCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as={as}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
