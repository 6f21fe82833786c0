import Testing
import PropertyBased
