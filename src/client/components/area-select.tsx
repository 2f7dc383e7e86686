import { LOCALITIES, coordinateText, type Coordinates } from '../../shared/domain/localities';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/** The name of the listed locality whose centre is exactly this point, if any. */
export function localityAt(point: Coordinates | null): string | undefined {
  if (!point) return undefined;
  return LOCALITIES.find((l) => coordinateText(l.lat) === coordinateText(point.lat) && coordinateText(l.lng) === coordinateText(point.lng))?.name;
}

/** Choose a Bangalore locality from the built-in list; answers with its centre point. */
export function AreaSelect({
  id,
  value,
  onChoose,
  placeholder = 'Choose your area',
  invalid,
}: {
  id: string;
  value: Coordinates | null;
  onChoose: (locality: { name: string; lat: number; lng: number }) => void;
  placeholder?: string;
  invalid?: boolean;
}) {
  return (
    <Select
      value={localityAt(value) ?? ''}
      onValueChange={(name) => {
        const locality = LOCALITIES.find((l) => l.name === name);
        if (locality) onChoose(locality);
      }}
    >
      <SelectTrigger id={id} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {[...LOCALITIES]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((l) => (
            <SelectItem key={l.name} value={l.name}>
              {l.name} · {l.pin}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}
