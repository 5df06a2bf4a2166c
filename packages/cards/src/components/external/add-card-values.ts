// What the add-card form holds, apart from its screen so the page can start empty without loading it.
export interface AddCardValues {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
}

export const emptyCardValues: AddCardValues = { cardNumber: '', expiryMonth: '', expiryYear: '', holderName: '' };
