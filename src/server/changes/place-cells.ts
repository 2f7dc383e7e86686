import { boundingBox, type Coordinates } from '../../shared/domain/localities';

/**
 * Open jobs' change state is kept per cell of a fixed grid (ADR 033): cells of this many degrees
 * of latitude and of longitude (about 2.2 km × 2.2 km in Bangalore). A write to a booking moves
 * the cell of the booking's place; a provider's pull of nearby jobs is made of the cells that
 * cover their area's bounding box, so a write outside them leaves the provider's poll a 304.
 */
export const PLACE_CELL_DEG = 0.02;

/** A cell's data group name: `cell:<lat index>:<lng index>` (indices floor(deg / PLACE_CELL_DEG)). */
export type CellGroup = `cell:${number}:${number}`;

export function cellGroup(latIndex: number, lngIndex: number): CellGroup {
  return `cell:${latIndex}:${lngIndex}`;
}

const index = (deg: number) => Math.floor(deg / PLACE_CELL_DEG);

/** The cells covering a provider's area (its bounding box; about 11 × 11 for a 10 km radius). */
export function cellsOfArea(area: { centre: Coordinates; radiusKm: number }): CellGroup[] {
  const box = boundingBox(area.centre, area.radiusKm);
  const cells: CellGroup[] = [];
  for (let i = index(box.minLat); i <= index(box.maxLat); i++) {
    for (let j = index(box.minLng); j <= index(box.maxLng); j++) cells.push(cellGroup(i, j));
  }
  return cells;
}
