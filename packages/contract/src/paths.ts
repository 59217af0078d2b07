/**
 * The API's paths, as the spec documents them (§7) and as the routes the spec does not show add.
 * Both the Fastify routes and the web client build their URLs from here.
 */
const seg = encodeURIComponent;

export const apiRoutes = {
  unsubscribe: '/api/Customer/UnsubscribeCustomerMarketingPreferences',
  recommended: '/api/Recipe/RecommendedItems/:brand',
  recommendedForType: '/api/Recipe/RecommendedItems/:brand/:type',
  updateFavourite: '/api/CustomerFavourites/updateItem',
  getFavourites: '/api/CustomerFavourites/getItems/:CustomerId',
  getCustomer: '/api/Customer/getCustomer/:username/:zero',
  search: '/api/Product/search',
  searchVehicle: '/api/Product/searchVehicle',
  searchDetailProduct: '/api/Product/SearchDetailProduct',
  getConfig: '/api/Order/v2/getConfig/:brand',
  getBrandInfo: '/api/Brand/getBrandInfo/:brand/WebCustomer',
  getProductCategories: '/api/Category/v1/getCategories/:brand/Product',
  getRecipeCategories: '/api/Category/v1/getCategories/:brand/Recipe',
  getCounters: '/api/Category/getCategoriesProductCounters/:brandId',
  token: '/Token',
  getRecipes: '/api/Recipe/v1/getRecipes/:brand',
  getProducts: '/api/Product/v1/getProducts/:brand',
  getRecipe: '/api/Recipe/getRecipe/:brand/:RecipeId',
  getProduct: '/api/Product/getProduct/:brand/:ProductId',
  register: '/api/Customer/register',
  forgotPassword: '/api/Customer/forgotPassword',
  resetPassword: '/api/Customer/resetPassword',
  updateCustomer: '/api/Customer/updateCustomer',
  changePassword: '/api/Customer/changePassword',
  deleteAccount: '/api/Customer/deleteAccount',
  logout: '/api/Customer/logout',
  placeOrder: '/api/Order/v2/placeOrder',
  quoteOrder: '/api/Order/v2/quote',
  getOrder: '/api/Order/getOrder/:OrderId',
  previousOrders: '/api/Order/previousOrders',
  amendOrder: '/api/Order/v2/amendOrder',
  reorder: '/api/Order/reorder',
  guestSession: '/api/Order/guestSession',
  listVehicles: '/api/Product/v1/getVehicles/:brand',
  listParts: '/api/Product/v1/getParts/:brand',
} as const;

/** Concrete URLs for the client. */
export const apiUrl = {
  unsubscribe: () => apiRoutes.unsubscribe,
  recommended: (brand: string, type?: 'Delivery' | 'Pickup' | 'EatIn') =>
    `/api/Recipe/RecommendedItems/${seg(brand)}` + (type ? `/${type}` : ''),
  updateFavourite: () => apiRoutes.updateFavourite,
  getFavourites: (customerId: number) => `/api/CustomerFavourites/getItems/${customerId}`,
  getCustomer: (username: string) => `/api/Customer/getCustomer/${seg(username)}/0`,
  search: (kind: 'search' | 'searchVehicle' | 'SearchDetailProduct' = 'search') => `/api/Product/${kind}`,
  getConfig: (brand: string) => `/api/Order/v2/getConfig/${seg(brand)}`,
  getBrandInfo: (brand: string) => `/api/Brand/getBrandInfo/${seg(brand)}/WebCustomer`,
  getCategories: (brand: string, kind: 'Product' | 'Recipe') =>
    `/api/Category/v1/getCategories/${seg(brand)}/${kind}`,
  getCounters: (brandId: number) => `/api/Category/getCategoriesProductCounters/${brandId}`,
  token: () => apiRoutes.token,
  getRecipes: (brand: string) => `/api/Recipe/v1/getRecipes/${seg(brand)}`,
  getProducts: (brand: string) => `/api/Product/v1/getProducts/${seg(brand)}`,
  getRecipe: (brand: string, id: number) => `/api/Recipe/getRecipe/${seg(brand)}/${id}`,
  getProduct: (brand: string, id: number) => `/api/Product/getProduct/${seg(brand)}/${id}`,
  register: () => apiRoutes.register,
  forgotPassword: () => apiRoutes.forgotPassword,
  resetPassword: () => apiRoutes.resetPassword,
  updateCustomer: () => apiRoutes.updateCustomer,
  changePassword: () => apiRoutes.changePassword,
  deleteAccount: () => apiRoutes.deleteAccount,
  logout: () => apiRoutes.logout,
  placeOrder: () => apiRoutes.placeOrder,
  quoteOrder: () => apiRoutes.quoteOrder,
  getOrder: (orderId: number) => `/api/Order/getOrder/${orderId}`,
  previousOrders: () => apiRoutes.previousOrders,
  amendOrder: () => apiRoutes.amendOrder,
  reorder: () => apiRoutes.reorder,
  guestSession: () => apiRoutes.guestSession,
  listVehicles: (brand: string) => `/api/Product/v1/getVehicles/${seg(brand)}`,
  listParts: (brand: string) => `/api/Product/v1/getParts/${seg(brand)}`,
} as const;

/** The request headers of spec §7. */
export const headers = {
  brand: 'BrandFlavor',
  tenantUrl: 'TenantUrl',
  apiKey: 'ApiKey',
  xsrf: 'X-XSRF-TOKEN',
  idempotencyKey: 'Idempotency-Key',
} as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';
