export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const fileCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
export const formatRate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
