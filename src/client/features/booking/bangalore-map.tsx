import type { KeyboardEvent, MouseEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { MAP_VIEWBOX, NEIGHBOURHOODS, latLngToMapPoint, mapPointToLatLng, type LatLng } from '../../../shared/domain/map-location';

const { width: W, height: H } = MAP_VIEWBOX;

/**
 * A stylised map of south-east Bangalore. A click anywhere picks that point; the labelled
 * neighbourhoods are also buttons, so the map can be used from the keyboard.
 */
export function BangaloreMap({ selected, onPick }: { selected: LatLng | null; onPick: (point: LatLng) => void }) {
  const t = useT('booking');
  function pickAt(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * W;
    const y = ((event.clientY - box.top) / box.height) * H;
    onPick(mapPointToLatLng(Math.min(W, Math.max(0, x)), Math.min(H, Math.max(0, y))));
  }
  const marker = selected ? latLngToMapPoint(selected.lat, selected.lng) : null;

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      // Never taller than half the screen on a phone, nor wider than a comfortable reach on a desktop.
      className="mx-auto h-auto max-h-[50vh] w-full max-w-xl cursor-crosshair touch-manipulation rounded-lg border border-slate-300 bg-emerald-50"
      onClick={pickAt}
      role="group"
      aria-label={t('booking.map.label')}
      data-testid="bangalore-map"
    >
      {/* Lakes, parks and the main roads, for orientation only. */}
      <ellipse cx="300" cy="70" rx="34" ry="18" fill="#bfdbfe" />
      <ellipse cx="90" cy="220" rx="28" ry="14" fill="#bfdbfe" />
      <rect x="150" y="40" width="60" height="40" rx="8" fill="#bbf7d0" />
      <rect x="40" y="90" width="50" height="50" rx="8" fill="#bbf7d0" />
      <path d="M0 150 C 120 140, 260 170, 400 150" stroke="#cbd5e1" strokeWidth="8" fill="none" />
      <path d="M200 0 C 190 100, 230 200, 210 300" stroke="#cbd5e1" strokeWidth="8" fill="none" />
      <path d="M0 40 L 400 260" stroke="#e2e8f0" strokeWidth="5" fill="none" />
      {NEIGHBOURHOODS.map((n) => (
        <g
          key={n.name}
          role="button"
          tabIndex={0}
          aria-label={t('booking.map.choose', { area: n.name })}
          className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-brand-900"
          onClick={(event) => {
            event.stopPropagation();
            onPick({ lat: n.lat, lng: n.lng });
          }}
          onKeyDown={(event: KeyboardEvent<SVGGElement>) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onPick({ lat: n.lat, lng: n.lng });
            }
          }}
        >
          <circle cx={n.x} cy={n.y} r="7" fill="#0f766e" stroke="#fff" strokeWidth="3" />
          <text x={n.x + 10} y={n.y + 4} fontSize="13" fontWeight="600" fill="#134e4a">
            {n.name}
          </text>
        </g>
      ))}
      {marker ? (
        <g data-testid="map-marker" pointerEvents="none">
          <path
            d={`M${marker.x} ${marker.y} l -9 -18 a 10 10 0 1 1 18 0 z`}
            fill="#dc2626"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx={marker.x} cy={marker.y - 21} r="3.5" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}
