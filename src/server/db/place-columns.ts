import { coordinateText, type Coordinates } from '../../shared/domain/localities';

/**
 * A booking's place as stored: the wire's coordinate strings (as the person's device gave them,
 * else written from the matched locality's centre) and the indexed numbers beside them.
 */
export function placeColumns(place: Coordinates, given?: { latitude?: string | null; longitude?: string | null }) {
  const keepGiven = given?.latitude != null && given.longitude != null;
  return {
    latitude: keepGiven ? given.latitude! : coordinateText(place.lat),
    longitude: keepGiven ? given.longitude! : coordinateText(place.lng),
    latDeg: place.lat,
    lngDeg: place.lng,
  };
}
