import { cn } from './ui/cn';

/**
 * Up to two initials of a name, for avatar circles: the first letter of each of its first two
 * words that have one, in any script ("Deepa (Ops)" → "DO", "Ravi K." → "RK"); punctuation,
 * digits and symbols are never initials.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
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
