import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../shared/api/route';
import { apiRoutes } from '../../../shared/api/routes';
import { CREATE_BOOKING_WRITE } from './booking-hooks';

describe('CREATE_BOOKING_WRITE', () => {
  it('is the route table’s createBooking, which the booking form’s first view does not import (ADR 107)', () => {
    expect(CREATE_BOOKING_WRITE).toEqual({ method: apiRoutes.createBooking.method, url: apiUrl(apiRoutes.createBooking) });
  });
});
