// The Copperleaf Bistro menu: categories and recipes, with every kind of extras group.
import { DISHES } from './dishes.mjs';
import { allergens as A, ASSET_PREFIX, itemImage, ownImage, slug } from './shared.mjs';

const F = 'bistro';
const tint = '#fbeedd';
const img = {
  starter: () => itemImage(F, 'starter', 'Starters', tint),
  wings: () => itemImage(F, 'wings', 'Wings', tint),
  bowl: () => itemImage(F, 'bowl', 'Soup', '#fde7d2'),
  salad: () => itemImage(F, 'salad', 'Fresh & light', '#e8f3dc'),
  burger: () => itemImage(F, 'burger', 'Burgers', tint),
  pizza: () => itemImage(F, 'pizza', 'Stone-baked pizza', '#fbe3d8'),
  steak: () => itemImage(F, 'steak', 'From the grill', tint),
  fish: () => itemImage(F, 'fish', 'Fish', '#e0eef8'),
  curry: () => itemImage(F, 'curry', 'Curry', '#fde7d2'),
  risotto: () => itemImage(F, 'risotto', 'Risotto', tint),
  fries: () => itemImage(F, 'fries', 'Sides', '#fff3cd'),
  dessert: () => itemImage(F, 'dessert', 'Desserts', '#fce7f3'),
  glass: () => itemImage(F, 'glass', 'Soft drinks', '#e0f2fe'),
  cup: () => itemImage(F, 'cup', 'Hot drinks', '#f5ebe0'),
  pint: () => itemImage(F, 'pint', 'Beer', '#fef3c7'),
  wine: () => itemImage(F, 'wine', 'Wine', '#f3e8ee'),
  meal: () => itemImage(F, 'meal', 'Meal deals', '#fff3cd'),
};

/** A dish's own picture, on its category's tint. */
function dishImage(title, kind) {
  const drawing = DISHES[title];
  if (!drawing) throw new Error(`No drawing for the dish ${title}`);
  return ownImage(F, 'dishes', title, drawing, TINTS[kind] ?? tint);
}
const TINTS = {
  bowl: '#fde7d2',
  salad: '#e8f3dc',
  pizza: '#fbe3d8',
  fish: '#e0eef8',
  curry: '#fde7d2',
  fries: '#fff3cd',
  dessert: '#fce7f3',
  glass: '#e0f2fe',
  cup: '#f5ebe0',
  pint: '#fef3c7',
  wine: '#f3e8ee',
  meal: '#fff3cd',
};
/** A meal-deal choice shows the dish it is: the picture its recipe below registers. */
function dish(title) {
  if (!DISHES[title]) throw new Error(`No drawing for the dish ${title}`);
  return `${ASSET_PREFIX}${F}/dishes/${slug(title)}.svg`;
}

// prettier-ignore
export const categories = [
  { id: 11, title: 'Starters', kind: 'starter', subs: [[1101, 'Hot starters'], [1102, 'Cold starters']] },
  { id: 12, title: 'Burgers', kind: 'burger', subs: [[1201, 'Beef'], [1202, 'Chicken'], [1203, 'Plant-based']] },
  { id: 13, title: 'Pizzas', kind: 'pizza', subs: [[1301, 'Classics'], [1302, 'Specials']] },
  { id: 14, title: 'Mains', kind: 'steak', subs: [] },
  { id: 15, title: 'Sides', kind: 'fries', subs: [] },
  { id: 16, title: 'Desserts', kind: 'dessert', subs: [] },
  { id: 17, title: 'Drinks', kind: 'glass', subs: [[1701, 'Soft drinks'], [1702, 'Hot drinks'], [1703, 'Beer & Wine']] },
  { id: 18, title: 'Meal Deals', kind: 'meal', subs: [] },
].map((c) => ({
  CategoryId: c.id,
  CategoryTitle: c.title,
  CategoryImage: img[c.kind](),
  Kind: 'Recipe',
  Status: true,
  Subcategories: c.subs.map(([SubcategoryId, SubcategoryTitle]) => ({ SubcategoryId, SubcategoryTitle, Status: true })),
}));

// ---- Extras groups --------------------------------------------------------------------------------
const x = (Title, Price = 0) => ({ Title, Price });
const chooseBread = {
  Key: 'Choose your bread',
  MaxQuantity: 1,
  Extras: [x('Brioche bun'), x('Sourdough bun'), x('Gluten-free bun', 1), x('Lettuce wrap')],
};
const optionalToppings = {
  Key: 'Optional toppings',
  MaxQuantity: 3,
  Extras: [
    x('Mature cheddar', 1),
    x('Smoked streaky bacon', 1.5),
    x('Fried free-range egg', 1),
    x('Pickled jalapeños', 0.5),
    x('Caramelised onions', 0.75),
    x('Smashed avocado', 1.5),
  ],
};
const extraDips = {
  Key: 'Extra dips',
  MaxQuantity: 12,
  MultipleQuantity: true,
  Extras: [
    x('Garlic mayo', 0.75),
    x('Chipotle mayo', 0.75),
    x('Smoky BBQ', 0.6),
    x('Sriracha ketchup', 0.6),
    x('Blue cheese', 0.9),
  ],
};
const chooseSpice = {
  Key: 'Choose your spice level',
  MaxQuantity: 1,
  Extras: [x('Mild'), x('Medium'), x('Hot'), x('Extra hot')],
};
const chooseWingSauce = {
  Key: 'Choose your sauce',
  MaxQuantity: 1,
  Extras: [x('Smoky BBQ'), x('Buffalo hot sauce'), x('Honey mustard'), x('Korean gochujang', 0.5)],
};
const chooseSize = {
  Key: 'Choose your size',
  MaxQuantity: 1,
  Extras: [x('10" regular'), x('12" large', 2.5), x('14" sharer', 4.5)],
};
const optionalPizzaToppings = {
  Key: 'Optional extra toppings',
  MaxQuantity: 5,
  Extras: [
    x('Buffalo mozzarella', 1.5),
    x('Pepperoni', 1.25),
    x('Chestnut mushrooms', 0.9),
    x('Red onion', 0.6),
    x('Nduja', 1.5),
    x('Rocket', 0.6),
    x('Black olives', 0.75),
  ],
};
const chooseCooking = {
  Key: 'Choose how it is cooked',
  MaxQuantity: 1,
  Extras: [x('Rare'), x('Medium rare'), x('Medium'), x('Medium well'), x('Well done')],
};
const chooseSteakSauce = {
  Key: 'Choose your sauce',
  MaxQuantity: 1,
  Extras: [x('Peppercorn', 2), x('Béarnaise', 2), x('Garlic butter', 1.5), x('No sauce')],
};
const chooseRice = {
  Key: 'Choose your rice',
  MaxQuantity: 1,
  Extras: [x('Pilau rice'), x('Steamed basmati'), x('Egg-fried rice', 1)],
};
const chooseDessertTopping = {
  Key: 'Choose your topping',
  MaxQuantity: 1,
  Extras: [x('Hot custard'), x('Vanilla ice cream'), x('Cornish clotted cream', 0.5)],
};
const chooseMilk = {
  Key: 'Choose your milk',
  MaxQuantity: 1,
  Extras: [x('Whole milk'), x('Semi-skimmed'), x('Oat milk', 0.4), x('Soya milk', 0.4)],
};
const optionalCoffee = {
  Key: 'Optional extras',
  MaxQuantity: 2,
  Extras: [x('Extra shot', 0.6), x('Vanilla syrup', 0.5), x('Caramel syrup', 0.5)],
};
const chooseGlass = { Key: 'Choose your glass', MaxQuantity: 1, Extras: [x('175ml'), x('250ml', 2.2)] };
const choosePeas = { Key: 'Choose your peas', MaxQuantity: 1, Extras: [x('Mushy peas'), x('Garden peas')] };
const extras = (...groups) => ({ groups });

// ---- Menu builders ----------------------------------------------------------------------------------
const step = (Id, Title, Choose) => ({ Id, Title, Choose });
const pick = (Item, Redirection, Price = 0, more = {}) => ({ Item, Price, Redirection, ...more });

const burgerMealDeal = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your burger', [
      pick('Classic Smash Burger', 2, 0, { Img: dish('Classic Smash Burger') }),
      pick('Buttermilk Fried Chicken Burger', 2, 0, { Img: dish('Buttermilk Fried Chicken Burger') }),
      pick('Copperleaf Plant Burger', 2, 0, { Img: dish('Copperleaf Plant Burger') }),
      pick('Double Bacon Cheeseburger', 2, 2.5, {
        Img: dish('Double Bacon Cheeseburger'),
        TextColor: '#ffffff',
        BackgroundColor: '#7a1f1f',
      }),
    ]),
    step(2, 'Choose your side', [
      pick('Skinny fries', 3, 0, { Img: dish('Skinny Fries') }),
      pick('Sweet potato fries', 3, 0.75, { Img: dish('Sweet Potato Fries') }),
      pick('Beer-battered onion rings', 3, 0, { Img: dish('Beer-battered Onion Rings') }),
      pick('Side salad', 3, 0, { Img: dish('Side Salad') }),
    ]),
    step(3, 'Choose your drink', [
      pick('Coca-Cola 330ml', -1, 0, { Img: dish('Coca-Cola') }),
      pick('Diet Coke 330ml', -1, 0, { Img: dish('Diet Coke') }),
      pick('Fentimans Victorian Lemonade', -1, 0.9, { Img: dish('Fentimans Victorian Lemonade') }),
      pick('Still water 500ml', -1, 0, { Img: dish('Still Water') }),
    ]),
  ],
};

const pizzaNight = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your first pizza', [
      pick('Margherita', 2),
      pick('Pepperoni', 2),
      pick('Quattro Formaggi', 2),
      pick('Nduja & Hot Honey', 2, 1.5),
    ]),
    step(2, 'Choose your second pizza', [
      pick('Margherita', 3),
      pick('Pepperoni', 3),
      pick('BBQ Chicken', 3),
      pick('Nduja & Hot Honey', 3, 1.5),
    ]),
    step(3, 'Choose a side to share', [
      pick('Garlic bread', 4),
      pick('Loaded fries', 4, 1),
      pick('Side salad', 4),
    ]),
    step(4, 'Choose a dessert', [
      pick('Chocolate brownie', -1),
      pick('Sticky toffee pudding', -1),
      pick('No dessert, thanks', -1),
    ]),
  ],
};

// Soup skips the bread step: Redirection jumps straight to the drink.
const lunchDeal = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your lunch', [
      pick('Soup of the day', 3, 0, { Img: dish('Soup of the Day') }),
      pick('Classic Smash Burger', 2, 0, { Img: dish('Classic Smash Burger') }),
      pick('Grilled Chicken & Avocado Burger', 2, 1, { Img: dish('Grilled Chicken & Avocado Burger') }),
    ]),
    step(2, 'Choose your bread', [
      pick('Brioche bun', 3),
      pick('Sourdough bun', 3),
      pick('Gluten-free bun', 3, 1),
    ]),
    step(3, 'Choose your drink', [
      pick('Coca-Cola 330ml', -1),
      pick('English breakfast tea', -1),
      pick('Flat white', -1, 0.5),
    ]),
  ],
};

// Build-your-own pizza: the size/base builder and the topping groups in one popup.
const buildYourOwn = {
  mergePopups: true,
  MenuBuilder: [
    step(1, 'Choose your size', [
      pick('10" regular', 2),
      pick('12" large', 2, 2.5),
      pick('14" sharer', 2, 4.5),
    ]),
    step(2, 'Choose your base', [
      pick('Classic sourdough', -1),
      pick('Thin & crispy', -1),
      pick('Gluten-free base', -1, 1.5),
    ]),
  ],
  groups: [optionalPizzaToppings, extraDips],
};

const smashBurgerExtras = {
  groups: [chooseBread, optionalToppings, extraDips],
  Sections: [
    { Title: 'Your burger', GroupKeys: ['Choose your bread', 'Optional toppings'] },
    { Title: 'On the side', GroupKeys: ['Extra dips'] },
  ],
};

// ---- Recipes ---------------------------------------------------------------------------------------
let nextId = 10001;
const eatInOnly = { ForDelivery: false, ForCollection: false };
const rec = (cat, sub, title, price, desc, kind, allergenKeys, more = {}) => ({
  RecipeId: nextId++,
  CategoryId: cat,
  SubcategoryId: sub,
  RecipeTitle: title,
  RecipeDescription: desc,
  RecipeImage: dishImage(title, kind),
  RecipePrice: price,
  Allergens: A(...allergenKeys),
  ...more,
});

// prettier-ignore
export const recipes = [
  // Starters
  rec(11, 1101, 'Garlic Bread', 4.5, 'Stone-baked sourdough with roasted garlic butter and parsley.', 'starter', ['gluten', 'milk'], {
    RecipeExtraObject: extras({ Key: 'Optional toppings', MaxQuantity: 2, Extras: [x('Melted mozzarella', 1), x('Pickled jalapeños', 0.5)] }),
  }),
  rec(11, 1101, 'Sticky Chicken Wings', 6.95, 'Free-range wings, twice cooked, tossed in your choice of sauce.', 'wings', ['celery', 'mustard', 'soya'], {
    DisplayAmountText: '6 pieces',
    IsPopular: true,
    RecipeExtraObject: extras(chooseWingSauce, extraDips),
  }),
  rec(11, 1101, 'Halloumi Fries', 5.95, 'Golden halloumi batons with pomegranate, mint and chilli honey.', 'starter', ['milk', 'gluten'], {
    IsPopular: true,
  }),
  rec(11, 1101, 'Salt & Pepper Calamari', 7.25, 'Crisp squid with lemon and roasted garlic aioli.', 'starter', ['molluscs', 'gluten', 'eggs']),
  rec(11, 1101, 'Soup of the Day', 5.5, 'Ask your server or add a note — served with warm sourdough and salted butter.', 'bowl', ['celery', 'gluten', 'milk'], {
    RecipeExtraObject: { groups: [], OpenForNonExtras: true },
  }),
  rec(11, 1102, 'Burrata & Heritage Tomatoes', 8.5, 'Creamy Puglian burrata, Isle of Wight tomatoes, basil oil.', 'salad', ['milk'], {
    IsNewlyAdded: true,
  }),
  rec(11, 1102, 'Prawn Cocktail', 7.5, 'Atlantic prawns, Marie Rose sauce, baby gem and brown bread.', 'salad', ['crustaceans', 'eggs', 'celery', 'gluten']),
  // Burgers
  rec(12, 1201, 'Classic Smash Burger', 11.5, 'Two smashed dry-aged beef patties, American cheese, pickles, burger sauce.', 'burger', ['gluten', 'milk', 'eggs', 'mustard', 'sesame'], {
    IsPopular: true,
    RecipeExtraObject: smashBurgerExtras,
  }),
  rec(12, 1201, 'Double Bacon Cheeseburger', 14.25, 'Double patty, crispy bacon, Montgomery cheddar, smoky mayo.', 'burger', ['gluten', 'milk', 'eggs', 'sesame'], {
    RecipeExtraObject: extras(chooseBread, optionalToppings),
  }),
  rec(12, 1201, 'Monster Tower Burger', 17.95, 'Four patties, four cheeses, onion rings — limited to two per order.', 'burger', ['gluten', 'milk', 'eggs', 'sesame', 'mustard'], {
    IsNewlyAdded: true,
    RecipeMaxBuyAllowed: 2,
    RecipeExtraObject: extras(chooseBread),
  }),
  rec(12, 1201, 'Wagyu Truffle Burger', 18.5, 'British wagyu, truffle mayo, aged Comté. Back next season.', 'burger', ['gluten', 'milk', 'eggs'], {
    RecipeStock: 0,
  }),
  rec(12, 1202, 'Buttermilk Fried Chicken Burger', 12, 'Buttermilk-brined thigh, slaw, hot honey, pickles.', 'burger', ['gluten', 'milk', 'eggs', 'mustard'], {
    IsPopular: true,
    RecipeExtraObject: extras(chooseBread, chooseSpice, optionalToppings),
  }),
  rec(12, 1202, 'Grilled Chicken & Avocado Burger', 12.5, 'Chargrilled chicken breast, avocado, baby gem, lime mayo.', 'burger', ['gluten', 'eggs'], {
    RecipeExtraObject: extras(chooseBread),
  }),
  rec(12, 1203, 'Copperleaf Plant Burger', 11.95, 'Plant-based patty, vegan cheese, tomato relish (vegan).', 'burger', ['gluten', 'soya', 'mustard'], {
    IsNewlyAdded: true,
    RecipeExtraObject: extras(chooseBread, extraDips),
  }),
  rec(12, 1203, 'Halloumi & Roast Pepper Burger', 11.25, 'Grilled halloumi, roast red pepper, rocket and harissa mayo.', 'burger', ['gluten', 'milk', 'eggs'], {
    RecipeExtraObject: extras(chooseBread),
  }),
  // Pizzas
  rec(13, 1301, 'Margherita', 9.5, 'San Marzano tomato, fior di latte, basil, extra virgin olive oil.', 'pizza', ['gluten', 'milk'], {
    RecipeExtraObject: extras(chooseSize, optionalPizzaToppings),
  }),
  rec(13, 1301, 'Pepperoni', 11.5, 'Double pepperoni, mozzarella, oregano.', 'pizza', ['gluten', 'milk'], {
    IsPopular: true,
    RecipeExtraObject: extras(chooseSize, optionalPizzaToppings),
  }),
  rec(13, 1301, 'Quattro Formaggi', 11, 'Mozzarella, gorgonzola, Parmigiano and Somerset brie.', 'pizza', ['gluten', 'milk'], {
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'BBQ Chicken', 12.95, 'Smoky BBQ base, pulled chicken, red onion, coriander.', 'pizza', ['gluten', 'milk', 'mustard'], {
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'Nduja & Hot Honey', 13.5, 'Spicy Calabrian nduja, mozzarella, hot honey, rocket.', 'pizza', ['gluten', 'milk'], {
    IsNewlyAdded: true,
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'Build Your Own Pizza', 10, 'Pick a size and base, then pile on your favourite toppings.', 'pizza', ['gluten', 'milk'], {
    RecipeExtraObject: buildYourOwn,
  }),
  // Mains
  rec(14, null, 'Beer-battered Fish & Chips', 14.5, 'Line-caught haddock, chunky chips, tartare sauce, lemon.', 'fish', ['fish', 'gluten', 'eggs'], {
    IsPopular: true,
    RecipeExtraObject: extras(choosePeas),
  }),
  rec(14, null, '8oz Sirloin Steak Frites', 22, '28-day aged Scottish sirloin, skinny fries, watercress. Eat in only.', 'steak', ['milk', 'eggs'], {
    ...eatInOnly,
    DisplayAmountText: '8oz',
    RecipeExtraObject: extras(chooseCooking, chooseSteakSauce),
  }),
  rec(14, null, 'Sunday Roast Beef', 18.95, 'Roast topside, Yorkshire pudding, goose-fat potatoes, gravy. Sundays, eat in only.', 'steak', ['gluten', 'eggs', 'milk', 'celery', 'sulphites'], {
    ...eatInOnly,
  }),
  rec(14, null, 'Chicken Tikka Masala', 13.5, 'Tandoor-charred chicken in a rich tomato and cream sauce.', 'curry', ['milk', 'nuts'], {
    RecipeExtraObject: extras(chooseRice, chooseSpice),
  }),
  rec(14, null, 'Wild Mushroom Risotto', 13, 'Carnaroli rice, wild mushrooms, truffle oil, Parmigiano.', 'risotto', ['milk', 'celery', 'sulphites']),
  rec(14, null, 'Pan-fried Sea Bass', 17.5, 'Crispy-skinned sea bass, crushed new potatoes, salsa verde. Not available for delivery.', 'fish', ['fish', 'mustard', 'sulphites'], {
    ForDelivery: false,
  }),
  // Sides
  rec(15, null, 'Skinny Fries', 3.5, 'Sea-salted skinny fries.', 'fries', [], { IsRecommended: true }),
  rec(15, null, 'Sweet Potato Fries', 4.25, 'With smoked paprika salt.', 'fries', [], { IsRecommended: true }),
  rec(15, null, 'Beer-battered Onion Rings', 3.95, 'Crisp onion rings in a light ale batter.', 'fries', ['gluten'], { IsRecommended: true }),
  rec(15, null, 'Loaded Fries', 5.95, 'Fries, cheese sauce, crispy onions, jalapeños.', 'fries', ['milk', 'gluten'], {
    IsPopular: true,
    RecipeExtraObject: extras(extraDips),
  }),
  rec(15, null, 'Side Salad', 3.75, 'Mixed leaves, cucumber, radish, house dressing.', 'salad', ['mustard', 'sulphites']),
  rec(15, null, 'Mac & Cheese Bites', 4.95, 'Crumbed macaroni cheese with chipotle mayo.', 'fries', ['gluten', 'milk', 'eggs'], {
    IsNewlyAdded: true,
  }),
  // Desserts
  rec(16, null, 'Sticky Toffee Pudding', 6.5, 'Date sponge, toffee sauce, your choice of topping.', 'dessert', ['gluten', 'milk', 'eggs'], {
    IsRecommended: true,
    IsPopular: true,
    RecipeExtraObject: extras(chooseDessertTopping),
  }),
  rec(16, null, 'Chocolate Brownie', 5.95, 'Warm salted-caramel brownie with vanilla ice cream.', 'dessert', ['milk', 'eggs', 'soya'], {
    IsRecommended: true,
  }),
  rec(16, null, 'Eton Mess', 5.75, 'Strawberries, meringue and Chantilly cream.', 'dessert', ['milk', 'eggs']),
  rec(16, null, 'Affogato', 4.5, 'Vanilla ice cream drowned in a double espresso. Not available for delivery.', 'cup', ['milk'], {
    ForDelivery: false,
  }),
  rec(16, null, 'Like & Share Brownie', 2.5, 'Share us on social media and treat yourself: one per order.', 'dessert', ['milk', 'eggs', 'soya'], {
    socialDiscountItem: true,
    isDiscountedItem: true,
    RecipeMaxBuyAllowed: 1,
  }),
  // Drinks
  rec(17, 1701, 'Coca-Cola', 2.2, 'Ice-cold can.', 'glass', [], { DisplayAmountText: '330ml can', IsRecommended: true }),
  rec(17, 1701, 'Diet Coke', 2.2, 'Ice-cold can.', 'glass', [], { DisplayAmountText: '330ml can', IsRecommended: true }),
  rec(17, 1701, 'Fentimans Victorian Lemonade', 3.1, 'Botanically brewed lemonade.', 'glass', [], { DisplayAmountText: '275ml', IsRecommended: true }),
  rec(17, 1701, 'Still Water', 1.8, 'Highland spring water.', 'glass', [], { DisplayAmountText: '500ml', IsRecommended: true }),
  rec(17, 1702, 'Flat White', 3.2, 'Double ristretto with silky steamed milk.', 'cup', ['milk'], {
    RecipeExtraObject: extras(chooseMilk, optionalCoffee),
  }),
  rec(17, 1702, 'English Breakfast Tea', 2.5, 'Loose-leaf Assam blend, served with milk on the side.', 'cup', ['milk']),
  rec(17, 1703, 'Camden Hells Lager', 5.8, 'Draught lager, eat in only. Over 18s.', 'pint', ['gluten'], {
    ...eatInOnly,
    DisplayAmountText: 'Pint',
  }),
  rec(17, 1703, 'House Red — Montepulciano', 6.5, 'Soft, cherry-led Italian red. Eat in only. Over 18s.', 'wine', ['sulphites'], {
    ...eatInOnly,
    RecipeExtraObject: extras(chooseGlass),
  }),
  // Meal deals
  rec(18, null, 'Burger Meal Deal', 15.95, 'Any burger, a side and a soft drink — build it step by step.', 'meal', ['gluten', 'milk', 'eggs', 'sesame'], {
    IsPopular: true,
    isDiscountedItem: true,
    RecipeExtraObject: burgerMealDeal,
  }),
  rec(18, null, 'Pizza Night for Two', 27.5, 'Two pizzas, a side to share and dessert.', 'meal', ['gluten', 'milk', 'eggs'], {
    DisplayAmountText: 'Serves 2',
    RecipeExtraObject: pizzaNight,
  }),
  rec(18, null, 'Weekday Lunch Deal', 9.95, 'Soup or a burger with a drink, Monday to Friday until 3pm.', 'meal', ['gluten', 'milk', 'celery'], {
    isDiscountedItem: true,
    IsNewlyAdded: true,
    RecipeExtraObject: lunchDeal,
  }),
];
