import { useState } from 'react';
import type { Coordinates } from '../../shared/domain/localities';
import { toast } from './ui/toast';

/** Asks the phone for its position once; a refusal or timeout shows `failure` as a toast, titled `title`. */
export function useCurrentPosition(failure: string, title = 'Location Error'): { locating: boolean; locate: (onPoint: (point: Coordinates) => void) => void } {
  const [locating, setLocating] = useState(false);
  function locate(onPoint: (point: Coordinates) => void) {
    const failed = () => {
      setLocating(false);
      toast({ title, description: failure, variant: 'destructive' });
    };
    if (!('geolocation' in navigator)) return failed();
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onPoint({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      failed,
      { timeout: 10_000, maximumAge: 60_000 },
    );
  }
  return { locating, locate };
}
