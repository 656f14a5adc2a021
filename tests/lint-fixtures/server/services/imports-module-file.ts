// Wrong: the services' index building a module from its file instead of its index.
import { createOrderService } from './orders/service';

export const create = createOrderService;
