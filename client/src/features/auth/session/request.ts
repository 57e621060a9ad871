export { settle } from '@/lib/settle';
