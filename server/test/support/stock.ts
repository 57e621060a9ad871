// The invariant the concurrency tests hold every slot to (docs/architecture.md, 'Data rules').
import { Prisma } from '../../src/generated/prisma/client.ts';

/** The places slot `d` should have free, worked out from its orders alone. */
export const expectedStock = Prisma.sql`d.capacity
  - COALESCE((SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
               WHERE l."diaHoraId" = d.id AND o.state = 'Complete' AND o.membership = 'Active'), 0)
  - COALESCE((SELECT sum(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
               WHERE l."diaHoraId" = d.id AND o.state = 'Created' AND o."placesTaken"), 0)`;
