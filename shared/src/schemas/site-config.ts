export interface SiteConfig {
  contact: {
    phone: string;
    email: string;
    address: string;
  };
  isTestEnvironment: boolean;
}
