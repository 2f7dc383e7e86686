import { cn } from './ui/cn';

/** Up to two initials of a name, for avatar circles. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** A round badge with a person's initials (decorative: the name is always written next to it). */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full', className)}>
      {initials(name)}
    </span>
  );
}
