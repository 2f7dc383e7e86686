/** The demo catalogue: services (product-decisions.md) and rentable tools. Prices in rupees. */
export const SEED_SERVICES = [
  { id: 'svc-basic-wash', name: 'Basic Wash', description: 'Exterior foam wash, rinse and hand dry.', basePrice: 299, duration: 60, vehicleType: 'both', category: 'wash' },
  { id: 'svc-premium-wash', name: 'Premium Wash', description: 'Foam wash, wax polish, tyre dressing and interior vacuum.', basePrice: 599, duration: 120, vehicleType: 'both', category: 'wash' },
  { id: 'svc-interior-detailing', name: 'Interior Detailing', description: 'Deep clean of seats, carpets, dashboard and door pads.', basePrice: 799, duration: 90, vehicleType: 'car', category: 'wash' },
  { id: 'svc-oil-change', name: 'Oil Change', description: 'Engine oil and filter replaced with manufacturer-grade oil.', basePrice: 899, duration: 30, vehicleType: 'both', category: 'maintenance' },
  { id: 'svc-tyre-polish', name: 'Tyre Polish', description: 'Tyre cleaning and long-lasting gloss dressing.', basePrice: 149, duration: 15, vehicleType: 'both', category: 'maintenance' },
  { id: 'svc-engine-bay', name: 'Engine Bay Cleaning', description: 'Degrease and dress the engine bay safely.', basePrice: 349, duration: 30, vehicleType: 'car', category: 'maintenance' },
  { id: 'svc-wiper-fluid', name: 'Wiper Fluid Top-up', description: 'Washer fluid topped up and nozzles checked.', basePrice: 99, duration: 10, vehicleType: 'car', category: 'maintenance' },
  { id: 'svc-chain-lube', name: 'Chain Lubrication', description: 'Chain cleaned, lubricated and tension checked.', basePrice: 129, duration: 15, vehicleType: 'bike', category: 'maintenance' },
] as const;

export const SEED_TOOLS = [
  { id: 'tool-pressure-washer', name: 'Pressure Washer', description: '1800 W electric pressure washer with foam lance and 8 m hose.', image: '/images/tools/pressure-washer.svg', dailyRate: 450, deposit: 2000, pickupLocation: 'Indiranagar, 100 Feet Road' },
  { id: 'tool-vacuum', name: 'Wet & Dry Vacuum', description: '20 L wet and dry vacuum with crevice and upholstery tools.', image: '/images/tools/vacuum.svg', dailyRate: 300, deposit: 1500, pickupLocation: 'Koramangala 5th Block' },
  { id: 'tool-polisher', name: 'Dual-Action Polisher', description: 'Random orbital polisher with three pads for paint correction.', image: '/images/tools/polisher.svg', dailyRate: 500, deposit: 2500, pickupLocation: 'Indiranagar, 100 Feet Road' },
  { id: 'tool-foam-cannon', name: 'Foam Cannon Kit', description: 'Foam cannon, 1 L snow foam and two microfibre mitts.', image: '/images/tools/foam-cannon.svg', dailyRate: 200, deposit: 800, pickupLocation: 'BTM Layout 2nd Stage' },
  { id: 'tool-tyre-inflator', name: 'Digital Tyre Inflator', description: '12 V portable inflator with auto cut-off at the set pressure.', image: '/images/tools/tyre-inflator.svg', dailyRate: 150, deposit: 1000, pickupLocation: 'Koramangala 5th Block' },
  { id: 'tool-steam-cleaner', name: 'Steam Cleaner', description: 'Handheld steam cleaner for upholstery and vents.', image: '/images/tools/steam-cleaner.svg', dailyRate: 350, deposit: 1800, pickupLocation: 'BTM Layout 2nd Stage' },
  { id: 'tool-jump-starter', name: 'Jump Starter', description: '1000 A lithium jump starter with USB power bank.', image: '/images/tools/jump-starter.svg', dailyRate: 250, deposit: 2000, pickupLocation: 'Indiranagar, 100 Feet Road' },
] as const;
